package crawl

import (
	"context"
	"errors"
	"fmt"
	"os"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/andybalholm/cascadia"
	"go.yaml.in/yaml/v3"
	"golang.org/x/net/html"

	"github.com/rendercrawl/render/sink"
)

// ErrLogin marks a login that failed: a step whose element never came, a
// wait that never held (a wrong password), no browser to log in with.
var ErrLogin = errors.New("login failed")

// ErrLoggedOut marks a session that stayed lost: pages still showed it
// after logging in again.
var ErrLoggedOut = errors.New("session lost")

// ErrLoginFile marks a login file that cannot be used.
var ErrLoginFile = errors.New("bad login file")

// LoginStep is one step of a login, as a login file (YAML or JSON) lists
// them: exactly one of Goto, Fill (with Value), Click or Wait.
type LoginStep struct {
	Goto  string    `yaml:"goto" json:"goto"`
	Fill  string    `yaml:"fill" json:"fill"`
	Value string    `yaml:"value" json:"value"`
	Click string    `yaml:"click" json:"click"`
	Wait  *WaitStep `yaml:"wait" json:"wait"`
}

// WaitStep waits for exactly one of a selector, a URL (a regular
// expression) or a JavaScript condition.
type WaitStep struct {
	Selector string `yaml:"selector" json:"selector"`
	URL      string `yaml:"url" json:"url"`
	JS       string `yaml:"js" json:"js"`
}

// Loginer runs a login's steps in a browser whose cookies the crawl's jar
// shares; crawl/browser's Renderer is one.
type Loginer interface {
	Login(ctx context.Context, steps []LoginStep, stepTimeout time.Duration) error
}

// ReadLogin reads a login file and expands ${VAR} in its values from the
// environment (lookup), so that secrets stay out of the file; the expanded
// values are returned to be masked. Errors wrap ErrLoginFile.
func ReadLogin(name string, lookup func(string) (string, bool)) ([]LoginStep, []string, error) {
	b, err := os.ReadFile(name)
	if err != nil {
		return nil, nil, fmt.Errorf("%w: %w", ErrLoginFile, err)
	}
	var steps []LoginStep
	dec := yaml.NewDecoder(strings.NewReader(string(b)))
	dec.KnownFields(true)
	if err := dec.Decode(&steps); err != nil {
		return nil, nil, fmt.Errorf("%w: %s: %w", ErrLoginFile, name, err)
	}
	if len(steps) == 0 {
		return nil, nil, fmt.Errorf("%w: %s has no steps", ErrLoginFile, name)
	}
	var secrets []string
	var missing []string
	expand := func(s string) string {
		return os.Expand(s, func(v string) string {
			val, ok := lookup(v)
			if !ok {
				missing = append(missing, v)
			}
			secrets = append(secrets, val)
			return val
		})
	}
	for i := range steps {
		s := &steps[i]
		if err := s.check(); err != nil {
			return nil, nil, fmt.Errorf("%w: %s: step %d: %w", ErrLoginFile, name, i+1, err)
		}
		s.Goto, s.Fill, s.Value, s.Click = expand(s.Goto), expand(s.Fill), expand(s.Value), expand(s.Click)
	}
	if len(missing) > 0 {
		return nil, nil, fmt.Errorf("%w: %s: environment variables not set: %s", ErrLoginFile, name, strings.Join(missing, ", "))
	}
	return steps, secrets, nil
}

// check reports a step that is not exactly one action.
func (s LoginStep) check() error {
	n := 0
	for _, set := range []bool{s.Goto != "", s.Fill != "", s.Click != "", s.Wait != nil} {
		if set {
			n++
		}
	}
	switch {
	case n != 1:
		return errors.New("want exactly one of goto, fill, click or wait")
	case s.Value != "" && s.Fill == "":
		return errors.New("value goes with fill")
	case s.Wait != nil:
		w, k := s.Wait, 0
		for _, v := range []string{w.Selector, w.URL, w.JS} {
			if v != "" {
				k++
			}
		}
		if k != 1 {
			return errors.New("wait wants exactly one of selector, url or js")
		}
		if w.URL != "" {
			if _, err := regexp.Compile(w.URL); err != nil {
				return fmt.Errorf("wait url: %w", err)
			}
		}
	}
	return nil
}

// LoggedOut tells a page of a lost session: its final URL matches URL (a
// login page a redirect led to), or its HTML has an element Selector
// matches (a login form).
type LoggedOut struct {
	URL      *regexp.Regexp
	Selector cascadia.Sel
	spec     string
}

// ParseLoggedOut parses "url=REGEX", "selector=CSS", or a bare REGEX for
// the URL.
func ParseLoggedOut(s string) (*LoggedOut, error) {
	l := &LoggedOut{spec: s}
	var err error
	switch {
	case strings.HasPrefix(s, "selector="):
		l.Selector, err = cascadia.Parse(strings.TrimPrefix(s, "selector="))
	default:
		l.URL, err = regexp.Compile(strings.TrimPrefix(s, "url="))
	}
	if err != nil {
		return nil, err
	}
	return l, nil
}

func (l *LoggedOut) String() string { return l.spec }

// matches reports a record of a page that shows a lost session.
func (l *LoggedOut) matches(rec *sink.Record) bool {
	if l == nil || rec.Error != "" {
		return false
	}
	if l.URL != nil {
		return l.URL.MatchString(rec.FinalURL) || l.URL.MatchString(rec.URL)
	}
	if rec.HTML == "" {
		return false
	}
	doc, err := html.Parse(strings.NewReader(rec.HTML))
	return err == nil && cascadia.Query(doc, l.Selector) != nil
}

// loginState is the session's logins: one at a time; gen counts them, so
// that pages that saw the session lost together log in once.
type loginState struct {
	mu       sync.Mutex
	gen      int
	failures int
}

// logIn runs the session's login, if it has one: before the crawl, and
// when a page showed the session lost.
func (c *Crawler) logIn(ctx context.Context) error {
	s := c.sess
	if s == nil || len(s.Login) == 0 {
		return nil
	}
	if c.loginer == nil {
		return fmt.Errorf("crawl: %w: logging in needs a browser", ErrLogin)
	}
	start := time.Now()
	if err := c.loginer.Login(ctx, s.Login, s.StepTimeout); err != nil {
		return fmt.Errorf("crawl: %w: %w", ErrLogin, err)
	}
	c.log.Info("logged in", "steps", len(s.Login), "elapsed", time.Since(start).Round(time.Millisecond))
	return nil
}

// reLogIn logs in again after a page of login generation gen showed the
// session lost, unless another page did so since; it reports whether the
// page is worth another try.
func (c *Crawler) reLogIn(ctx context.Context, gen int) (bool, error) {
	s := &c.sess.login
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.gen != gen {
		return true, nil // logged in again meanwhile
	}
	if len(c.sess.Login) == 0 {
		return false, nil
	}
	c.log.Warn("the session was lost; logging in again")
	if err := c.logIn(ctx); err != nil {
		return false, err
	}
	s.gen++
	return true, nil
}

// loginGen is the number of logins since the first.
func (c *Crawler) loginGen() int {
	s := &c.sess.login
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.gen
}

// maxSessionFailures is how many pages may show a lost session after
// logging in again before the crawl stops.
const maxSessionFailures = 2

// visitInSession visits a task and, when its page shows the session lost
// (Session.LoggedOut), logs in again once and visits it again. A page that
// still shows it is an error record of kind logged-out, and the second
// such stops the crawl with an error wrapping ErrLoggedOut.
func (c *Crawler) visitInSession(ctx context.Context, t *task) (*sink.Record, []string, error) {
	if c.sess == nil || c.sess.LoggedOut == nil {
		rec, follows := c.visit(ctx, t)
		return rec, follows, nil
	}
	gen := c.loginGen()
	rec, follows := c.visit(ctx, t)
	if !c.sess.LoggedOut.matches(rec) {
		return rec, follows, nil
	}
	again, err := c.reLogIn(ctx, gen)
	if err != nil {
		markLoggedOut(rec, c.sess.LoggedOut)
		return rec, nil, err
	}
	if again {
		rec, follows = c.visit(ctx, t)
		if !c.sess.LoggedOut.matches(rec) {
			c.sessionOK()
			return rec, follows, nil
		}
	}
	markLoggedOut(rec, c.sess.LoggedOut)
	if c.sessionFailed() >= maxSessionFailures {
		return rec, nil, fmt.Errorf("crawl: %w: %d pages showed it (%s) after logging in again; stopping", ErrLoggedOut, maxSessionFailures, c.sess.LoggedOut)
	}
	return rec, nil, nil
}

func (c *Crawler) sessionOK() {
	s := &c.sess.login
	s.mu.Lock()
	s.failures = 0
	s.mu.Unlock()
}

func (c *Crawler) sessionFailed() int {
	s := &c.sess.login
	s.mu.Lock()
	defer s.mu.Unlock()
	s.failures++
	return s.failures
}

// markLoggedOut makes the record of a page of a lost session an error.
func markLoggedOut(rec *sink.Record, l *LoggedOut) {
	rec.Error = fmt.Sprintf("%s: %v: the page matched --logged-out %s (final URL %s)", rec.URL, ErrLoggedOut, l, rec.FinalURL)
	rec.ErrorKind = string(KindLoggedOut)
}
