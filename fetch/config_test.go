package fetch

import (
	"errors"
	"net/http"
	"testing"
	"time"
)

func TestDefaultConfigValid(t *testing.T) {
	cfg := DefaultConfig()
	if err := cfg.Validate(); err != nil {
		t.Fatal(err)
	}
	if cfg.MaxIdleConnsPerHost < cfg.Concurrency {
		t.Errorf("MaxIdleConnsPerHost %d < Concurrency %d", cfg.MaxIdleConnsPerHost, cfg.Concurrency)
	}
}

func TestConfigValidate(t *testing.T) {
	tests := []struct {
		field string
		mod   func(*Config)
	}{
		{"UserAgent", func(c *Config) { c.UserAgent = " " }},
		{"UserAgent", func(c *Config) { c.UserAgent = "a\r\nX-Evil: 1" }},
		{"Concurrency", func(c *Config) { c.Concurrency = 0 }},
		{"Timeout", func(c *Config) { c.Timeout = 0 }},
		{"DialTimeout", func(c *Config) { c.DialTimeout = -time.Second }},
		{"TLSHandshakeTimeout", func(c *Config) { c.TLSHandshakeTimeout = 0 }},
		{"ResponseHeaderTimeout", func(c *Config) { c.ResponseHeaderTimeout = 0 }},
		{"IdleTimeout", func(c *Config) { c.IdleTimeout = -1 }},
		{"IdleConnTimeout", func(c *Config) { c.IdleConnTimeout = -1 }},
		{"MaxBody", func(c *Config) { c.MaxBody = 0 }},
		{"MaxRedirects", func(c *Config) { c.MaxRedirects = -1 }},
		{"MaxIdleConns", func(c *Config) { c.MaxIdleConns = -1 }},
		{"MaxIdleConnsPerHost", func(c *Config) { c.MaxIdleConnsPerHost = 0 }},
		{"Header", func(c *Config) { c.Header = http.Header{"Bad Name": {"x"}} }},
	}
	for _, tt := range tests {
		t.Run(tt.field, func(t *testing.T) {
			cfg := DefaultConfig()
			tt.mod(&cfg)
			var ce *ConfigError
			if err := cfg.Validate(); !errors.As(err, &ce) || ce.Field != tt.field {
				t.Errorf("Validate() = %v, want a ConfigError of field %s", err, tt.field)
			}
			if _, err := New(cfg); err == nil {
				t.Error("New accepted an invalid config")
			}
		})
	}
}

func TestConfigZeroValuesAllowed(t *testing.T) {
	cfg := DefaultConfig()
	cfg.IdleTimeout = 0
	cfg.IdleConnTimeout = 0
	cfg.MaxIdleConns = 0
	cfg.MaxRedirects = 0
	if err := cfg.Validate(); err != nil {
		t.Error(err)
	}
}
