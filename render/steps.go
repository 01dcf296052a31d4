package render

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"time"
)

// StepAction is what a Step does.
type StepAction string

// The actions of a Step.
const (
	StepGoto         StepAction = "goto"          // load Target, a URL, and wait for its load event
	StepFill         StepAction = "fill"          // type Value into the field Target selects
	StepClick        StepAction = "click"         // click what Target selects, and wait for a navigation it starts
	StepWaitSelector StepAction = "wait-selector" // wait until Target selects an element
	StepWaitURL      StepAction = "wait-url"      // wait until the page's URL matches Target, a regular expression
	StepWaitJS       StepAction = "wait-js"       // wait until Target, a JavaScript expression, is truthy
)

// Step is one step of a scripted visit, such as a login form.
type Step struct {
	Action StepAction
	Target string
	Value  string
}

// ErrStepTimeout marks a step whose element, URL or condition did not come
// within the step's time.
var ErrStepTimeout = errors.New("not there in time")

// StepError is the failure of one step; Index counts from 1.
type StepError struct {
	Index  int
	Action StepAction
	Target string
	Err    error
}

func (e *StepError) Error() string {
	return fmt.Sprintf("step %d (%s %s): %v", e.Index, e.Action, e.Target, e.Err)
}
func (e *StepError) Unwrap() error { return e.Err }

// clickSettle is how long a click may take to start a navigation.
const clickSettle = 1500 * time.Millisecond

// RunSteps runs steps in a tab of their own, each within timeout, with the
// session of every page (headers, cookies, proxy, device); the cookies
// they leave go to the jar. A step that fails is a *StepError.
func (p *Pool) RunSteps(ctx context.Context, steps []Step, timeout time.Duration) error {
	for i, s := range steps {
		if err := s.validate(); err != nil {
			return &StepError{Index: i + 1, Action: s.Action, Target: s.Target, Err: err}
		}
	}
	p.want(1)
	if err := p.sem.Acquire(ctx, 1); err != nil {
		p.want(-1)
		return err
	}
	defer p.sem.Release(1)
	t, err := p.tab(ctx, p.cfg.Block, p.cfg.TabWait) // ends the want
	if err != nil {
		return fmt.Errorf("render: steps: %w", err)
	}
	// The steps' pages block by type only: nothing would tell of a
	// request a name got wrong (blocknames.go).
	err = t.setNames(ctx, "")
	if err == nil {
		err = t.beforePage(ctx)
	}
	st := newPageState(p.cfg.MaxBody, nil)
	t.setState(st)
	for i, s := range steps {
		if err != nil {
			break
		}
		sctx, cancel := context.WithTimeout(ctx, timeout)
		if serr := t.step(sctx, st, s); serr != nil {
			if sctx.Err() != nil && ctx.Err() == nil {
				serr = fmt.Errorf("%w within %v", ErrStepTimeout, timeout)
			}
			err = &StepError{Index: i + 1, Action: s.Action, Target: s.Target, Err: serr}
		}
		cancel()
	}
	t.setState(nil)
	if err == nil {
		cctx, cancel := context.WithTimeout(ctx, callTimeout)
		err = t.pullCookies(cctx, t.cfg.Session.Cookies)
		cancel()
	}
	p.release(t, errUnsettled, false) // a tab of its own: not reused
	return err
}

func (s Step) validate() error {
	switch s.Action {
	case StepGoto:
		return checkURL(s.Target)
	case StepFill, StepClick, StepWaitSelector, StepWaitJS:
		if s.Target == "" {
			return errors.New("needs a target")
		}
	case StepWaitURL:
		_, err := regexp.Compile(s.Target)
		return err
	default:
		return fmt.Errorf("unknown action %q", s.Action)
	}
	return nil
}

// step runs one step.
func (t *tab) step(ctx context.Context, st *pageState, s Step) error {
	sel := strconv.Quote(s.Target)
	switch s.Action {
	case StepGoto:
		before := st.snap("").navigations
		if _, err := t.navigate(ctx, s.Target, 0); err != nil {
			return err
		}
		return t.loaded(ctx, st, before)
	case StepFill:
		if err := t.until(ctx, "document.querySelector("+sel+") !== null"); err != nil {
			return err
		}
		return t.evaluate(ctx, `(() => { const el = document.querySelector(`+sel+`); el.focus();
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const set = Object.getOwnPropertyDescriptor(proto, "value");
  if (set && set.set && (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) set.set.call(el, `+strconv.Quote(s.Value)+`);
  else el.value = `+strconv.Quote(s.Value)+`;
  el.dispatchEvent(new Event("input", {bubbles: true})); el.dispatchEvent(new Event("change", {bubbles: true})); })()`, nil)
	case StepClick:
		if err := t.until(ctx, "document.querySelector("+sel+") !== null"); err != nil {
			return err
		}
		before := st.snap("").navigations
		if err := t.evaluate(ctx, "document.querySelector("+sel+").click()", nil); err != nil && !isContextGone(err) {
			return err
		}
		return t.afterClick(ctx, st, before)
	case StepWaitSelector:
		return t.until(ctx, "document.querySelector("+sel+") !== null")
	case StepWaitURL:
		re := regexp.MustCompile(s.Target) // validated
		for {
			var href string
			if err := t.evaluate(ctx, "location.href", &href); err == nil && re.MatchString(href) {
				return nil
			}
			if err := pause(ctx, 50*time.Millisecond); err != nil {
				return err
			}
		}
	case StepWaitJS:
		return t.until(ctx, "!!(0, eval)("+sel+")")
	}
	return nil
}

// until waits for expr to be true in the page, whichever document it is.
func (t *tab) until(ctx context.Context, expr string) error {
	for {
		var ok bool
		err := t.evaluate(ctx, "(() => { try { return "+expr+"; } catch (e) { return false; } })()", &ok)
		if err == nil && ok {
			return nil
		}
		if err != nil && !isContextGone(err) && ctx.Err() == nil {
			var se *scriptError
			if !errors.As(err, &se) {
				return t.classify(err)
			}
		}
		if err := pause(ctx, 50*time.Millisecond); err != nil {
			return err
		}
	}
}

// loaded waits until a document committed after before navigations, and
// loaded.
func (t *tab) loaded(ctx context.Context, st *pageState, before int) error {
	for {
		s := st.snap("")
		switch {
		case s.abort != nil:
			return s.abort
		case s.navigations > before && s.loaded:
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-st.wake:
		}
	}
}

// afterClick waits for the navigation a click started, if it starts one
// within clickSettle, to load.
func (t *tab) afterClick(ctx context.Context, st *pageState, before int) error {
	settle := time.NewTimer(clickSettle)
	defer settle.Stop()
	for st.snap("").navigations == before {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-settle.C:
			return nil
		case <-st.wake:
		}
	}
	return t.loaded(ctx, st, before)
}

// pause waits for d or the end of ctx.
func pause(ctx context.Context, d time.Duration) error {
	tm := time.NewTimer(d)
	defer tm.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-tm.C:
		return nil
	}
}
