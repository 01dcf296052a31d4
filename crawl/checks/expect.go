package checks

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"
)

// Expectation says what pages whose URL matches Pattern must hold.
type Expectation struct {
	Pattern   *regexp.Regexp
	Selectors []Selector
	Texts     []string
}

// expectEntry is one entry of an --expect file, YAML or JSON:
//
//   - url: "/products/\\d+$"   # a regular expression matched against the URL
//     selectors: ["#price", ".add-to-cart"]
//     text: ["In stock"]
type expectEntry struct {
	URL       string   `json:"url" yaml:"url"`
	Selectors []string `json:"selectors" yaml:"selectors"`
	Text      []string `json:"text" yaml:"text"`
}

// expectKeys are the keys an entry may have.
var expectKeys = []string{"url", "selectors", "text"}

// ErrUnknownKey is the error of an --expect entry with a key the format
// does not have: a misspelled key would make its check vacuous.
var ErrUnknownKey = errors.New("unknown key")

// KeyError names the unknown key of an --expect file's entry.
type KeyError struct {
	Path  string
	Entry int // from 1
	Key   string
}

func (e *KeyError) Error() string {
	return fmt.Sprintf("%s: entry %d: %v %q (want %s)", e.Path, e.Entry, ErrUnknownKey, e.Key, strings.Join(expectKeys, ", "))
}

func (e *KeyError) Unwrap() error { return ErrUnknownKey }

// LoadExpect reads an --expect file (YAML, or JSON, which YAML includes).
// An entry with a key other than url, selectors and text is an error
// (*KeyError).
func (c *Checks) LoadExpect(path string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	f, err := decodeExpect(path, b)
	if err != nil {
		return err
	}
	for i, e := range f {
		re, err := regexp.Compile(e.URL)
		if err != nil {
			return fmt.Errorf("%s: entry %d: url: %w", path, i+1, err)
		}
		x := Expectation{Pattern: re, Texts: e.Text}
		for _, s := range e.Selectors {
			sel, err := ParseSelector(s)
			if err != nil {
				return fmt.Errorf("%s: entry %d: %w", path, i+1, err)
			}
			x.Selectors = append(x.Selectors, sel)
		}
		c.Expect = append(c.Expect, x)
	}
	return nil
}

// decodeExpect decodes an --expect file twice: as maps, to find unknown
// keys, then as entries.
func decodeExpect(path string, b []byte) ([]expectEntry, error) {
	unmarshal := yaml.Unmarshal
	if strings.EqualFold(filepath.Ext(path), ".json") {
		unmarshal = json.Unmarshal
	}
	var raw []map[string]any
	if err := unmarshal(b, &raw); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	for i, m := range raw {
		var unknown []string
		for k := range m {
			if !slices.Contains(expectKeys, k) {
				unknown = append(unknown, k)
			}
		}
		if len(unknown) > 0 {
			slices.Sort(unknown)
			return nil, &KeyError{Path: path, Entry: i + 1, Key: unknown[0]}
		}
	}
	var f []expectEntry
	if err := unmarshal(b, &f); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return f, nil
}
