package main

import (
	"bufio"
	"bytes"
	"errors"
	"flag"
	"fmt"
	neturl "net/url"
	"os"
	"strings"
)

// A flag that carries a credential can take it from a file or from the
// environment instead of the command line, where every user of the
// machine sees it (ps, /proc/PID/cmdline): --NAME-file FILE reads the
// values of --NAME from FILE, one a line (blank lines and # comments
// skipped), and RENDER_NAME holds them the same way when neither form is
// given. A repeatable flag adds the values of its file to its own; a flag
// of one value takes it from one of the three.
type secretSource struct {
	name   string // the flag's name: auth, header, ...
	env    string // its environment variable
	single bool   // the flag takes one value
	file   string // --NAME-file, as given
}

// secretSources are the flags of credentials, in the order of the help.
func secretSources() []*secretSource {
	return []*secretSource{
		{name: "header", env: "RENDER_HEADER"},
		{name: "cookie", env: "RENDER_COOKIE"},
		{name: "auth", env: "RENDER_AUTH"},
		{name: "proxy", env: "RENDER_PROXY", single: true},
		{name: "frontier", env: "RENDER_FRONTIER", single: true},
		{name: "db", env: "RENDER_DB", single: true},
	}
}

// secretFileFlags declares --NAME-file of each source.
func secretFileFlags(fs *flag.FlagSet, sources []*secretSource) {
	for _, s := range sources {
		what := "the values of --" + s.name + " from `FILE`, one a line (blank lines and # comments skipped), to keep them out of the command line; $" + s.env + " holds them the same way when neither is given"
		if s.single {
			what = "read the URL of --" + s.name + " from `FILE` (its one line; # comments skipped), to keep it out of the command line; $" + s.env + " holds it when neither is given"
		} else {
			what = "add " + what
		}
		fs.StringVar(&s.file, s.name+"-file", "", what)
	}
}

// secretValue is a credential's value and where it was given, as an
// error names it without the value.
type secretValue struct {
	v, from string
}

// errSecretSource is a credential given in two places at once, or a file
// of them that does not read as one.
var errSecretSource = errors.New("credential source")

// readSecrets gives each flag of a credential its values from its file
// or the environment; given says which flags the command line or
// --config gave. getenv is os.LookupEnv but in tests.
func readSecrets(sources []*secretSource, given map[string]bool, getenv func(string) (string, bool)) (map[string][]secretValue, []string, error) {
	out := map[string][]secretValue{}
	var notes []string
	for _, s := range sources {
		var (
			text, from string
			err        error
		)
		switch {
		case s.file != "":
			if s.single && given[s.name] {
				return nil, nil, fmt.Errorf("%w: --%s and --%s-file cannot be used together", errSecretSource, s.name, s.name)
			}
			text, err = readSecretFile(s.file)
			if err != nil {
				return nil, nil, fmt.Errorf("--%s-file: %w", s.name, err)
			}
			from = "--" + s.name + "-file " + s.file
			if n := looseMode(s.file); n != "" {
				notes = append(notes, fmt.Sprintf("warning: --%s-file %s %s", s.name, s.file, n))
			}
		case given[s.name]:
			continue
		default:
			v, ok := getenv(s.env)
			if !ok || v == "" {
				continue
			}
			text, from = v, "$"+s.env
		}
		vals := secretLines(text, from)
		if s.single && len(vals) != 1 {
			return nil, nil, fmt.Errorf("%w: %s holds %d values, want one", errSecretSource, from, len(vals))
		}
		out[s.name] = vals
	}
	return out, notes, nil
}

// readSecretFile reads a file of credentials, of a size they may have.
func readSecretFile(name string) (string, error) {
	const most = 1 << 20
	b, err := os.ReadFile(name)
	if err != nil {
		return "", err
	}
	if len(b) > most {
		return "", fmt.Errorf("%w: %s is larger than %d bytes", errSecretSource, name, most)
	}
	return string(b), nil
}

// looseMode says why a file of credentials is open to others, "" if it
// is not (or cannot be told).
func looseMode(name string) string {
	fi, err := os.Stat(name)
	if err != nil || fi.Mode().Perm()&0o044 == 0 {
		return ""
	}
	return fmt.Sprintf("can be read by other users (mode %04o): chmod 600 it", fi.Mode().Perm())
}

// secretLines are the values of a file or variable of credentials: its
// lines, trimmed, without blank lines and # comments.
func secretLines(text, from string) []secretValue {
	var out []secretValue
	sc := bufio.NewScanner(bytes.NewReader([]byte(text)))
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		out = append(out, secretValue{v: line, from: fmt.Sprintf("%s line %d", from, n)})
	}
	return out
}

// givenValues are the values a repeatable flag got on the command line,
// each named by the flag.
func givenValues(name string, values []string) []secretValue {
	out := make([]secretValue, len(values))
	for i, v := range values {
		out[i] = secretValue{v: v, from: "--" + name}
	}
	return out
}

// settleSecrets gives the flags of credentials the values of their files
// and of the environment.
func (o *options) settleSecrets(getenv func(string) (string, bool)) error {
	vals, notes, err := readSecrets(o.secretSources, o.given, getenv)
	if err != nil {
		return err
	}
	o.notes = append(o.notes, notes...)
	s := &o.session
	s.headerValues = append(givenValues("header", s.headers), vals["header"]...)
	s.cookieValues = append(givenValues("cookie", s.cookieArgs), vals["cookie"]...)
	s.authValues = append(givenValues("auth", s.auths), vals["auth"]...)
	if v, ok := vals["proxy"]; ok {
		s.proxy, s.proxyFrom = v[0].v, v[0].from
	}
	if v, ok := vals["frontier"]; ok {
		o.frontierURL = v[0].v
	}
	if v, ok := vals["db"]; ok {
		o.db.url = v[0].v
	}
	return nil
}

// urlSecrets are the parts of a URL given as a credential's carrier (a
// database's, a frontier's, a proxy's) that are masked wherever they
// appear: the URL as given, and its user:password and password; for a
// URL that does not parse, what lies between "://" and its last '@'.
func urlSecrets(raw string) []string {
	if !strings.Contains(raw, "@") {
		return nil // no credentials in it
	}
	out := []string{raw}
	u, err := neturl.Parse(raw)
	if err == nil && u.User != nil {
		if pass, ok := u.User.Password(); ok {
			out = append(out, pass, u.User.String())
		}
		return out
	}
	if _, rest, ok := strings.Cut(raw, "://"); ok {
		if at := strings.LastIndex(rest, "@"); at > 0 {
			info := rest[:at]
			out = append(out, info)
			if _, pass, ok := strings.Cut(info, ":"); ok {
				out = append(out, pass)
			}
		}
	}
	return out
}
