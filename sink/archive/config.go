package archive

import (
	"fmt"

	"github.com/rendercrawl/render/internal/cfgerr"
	"github.com/rendercrawl/render/sink"
)

// Config is what every archive of this package is written with.
type Config struct {
	// Software names the program in the archives (warcinfo, WACZ
	// datapackage, HAR creator), such as "render/1.2.0".
	Software string
	// Start says whether to replace (Fresh) or extend (Resumed) what an
	// earlier run left at the output's path.
	Start sink.Start
	// Limits bound the bodies kept of each page; a zero limit is none
	// (DefaultConfig has 10 MiB a response and 50 MiB a page).
	Limits sink.Limits
	// HARBodies puts the response bodies in HAR files (text as is,
	// anything else in base64); without it a HAR holds no bodies.
	HARBodies bool
	// Rollover, when above 0, starts a new WARC file once the current one
	// holds that many bytes: NAME.warc.gz, then NAME-00001.warc.gz,
	// NAME-00002.warc.gz... (WARC only; each file stands alone, with its
	// own warcinfo, and revisits refer to records of their own file).
	Rollover int64
}

// DefaultConfig is a fresh run with the default limits.
func DefaultConfig() Config {
	return Config{Software: "render", Limits: sink.DefaultLimits()}
}

// ConfigError is an invalid field of a Config.
type ConfigError = cfgerr.Error

// Validate reports the first invalid field.
func (c Config) Validate() error {
	switch {
	case c.Limits.MaxResponse < 0:
		return &ConfigError{Pkg: "archive", Field: "Limits.MaxResponse", Problem: fmt.Sprintf("must be 0 or more, got %d", c.Limits.MaxResponse)}
	case c.Limits.MaxPage < 0:
		return &ConfigError{Pkg: "archive", Field: "Limits.MaxPage", Problem: fmt.Sprintf("must be 0 or more, got %d", c.Limits.MaxPage)}
	case c.Rollover < 0:
		return &ConfigError{Pkg: "archive", Field: "Rollover", Problem: fmt.Sprintf("must be 0 or more, got %d", c.Rollover)}
	case c.Start != sink.Fresh && c.Start != sink.Resumed:
		return &ConfigError{Pkg: "archive", Field: "Start", Problem: fmt.Sprintf("must be sink.Fresh or sink.Resumed, got %d", c.Start)}
	}
	return nil
}

func (c Config) software() string {
	if c.Software == "" {
		return "render"
	}
	return c.Software
}
