package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"slices"
	"strconv"

	"go.yaml.in/yaml/v3"
)

// errConfig is a --config file that cannot be read as flags.
var errConfig = errors.New("bad --config file")

// applyConfig sets the flags of fs that the --config file names and the
// command line did not give: its keys are flag names, its values what
// the flag takes (a list for a repeatable flag, each item one use of it).
// given gets the keys it set, so that the checks of the run see them as
// given.
func applyConfig(fs *flag.FlagSet, path string, given map[string]bool) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("--config: %w", err)
	}
	var keys map[string]any
	if err := yaml.Unmarshal(b, &keys); err != nil {
		return fmt.Errorf("--config %s: %w: %v", path, errConfig, err)
	}
	names := make([]string, 0, len(keys))
	for k := range keys {
		names = append(names, k)
	}
	slices.Sort(names)
	for _, name := range names {
		if name == "config" || fs.Lookup(name) == nil {
			return fmt.Errorf("--config %s: %w: %q is not a flag", path, errConfig, name)
		}
		if given[name] {
			continue // the command line wins
		}
		values, err := configValues(keys[name])
		if err != nil {
			return fmt.Errorf("--config %s: %w: %s: %v", path, errConfig, name, err)
		}
		for _, v := range values {
			if err := fs.Set(name, v); err != nil {
				return fmt.Errorf("--config %s: invalid value %q for %s: %w", path, v, name, err)
			}
		}
		given[name] = true
	}
	return nil
}

// configValues are the uses of a flag a YAML value stands for.
func configValues(v any) ([]string, error) {
	switch v := v.(type) {
	case []any:
		var out []string
		for _, item := range v {
			s, err := configScalar(item)
			if err != nil {
				return nil, err
			}
			out = append(out, s)
		}
		return out, nil
	default:
		s, err := configScalar(v)
		return []string{s}, err
	}
}

func configScalar(v any) (string, error) {
	switch v := v.(type) {
	case string:
		return v, nil
	case bool:
		return strconv.FormatBool(v), nil
	case int:
		return strconv.Itoa(v), nil
	case float64:
		return strconv.FormatFloat(v, 'f', -1, 64), nil
	case nil:
		return "", errors.New("no value")
	}
	return "", fmt.Errorf("a %T is not a flag's value", v)
}
