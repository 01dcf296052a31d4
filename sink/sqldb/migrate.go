package sqldb

import "fmt"

// Migration is one version of a backend's schema: the statements that
// bring the version before it to this one. Versions count from 1, one
// step each; schema_version holds a row per version applied.
type Migration struct {
	Version int
	SQL     []string
}

// Pending returns the migrations a database at version have still needs,
// in order; ErrSchemaNewer when have is past the last of all, which this
// build cannot write.
func Pending(have int, all []Migration) ([]Migration, error) {
	latest := Latest(all)
	if have > latest {
		return nil, fmt.Errorf("%w: version %d, this build knows up to %d", ErrSchemaNewer, have, latest)
	}
	var out []Migration
	for _, m := range all {
		if m.Version > have {
			out = append(out, m)
		}
	}
	return out, nil
}

// Latest is the version all bring a database to.
func Latest(all []Migration) int {
	v := 0
	for _, m := range all {
		v = max(v, m.Version)
	}
	return v
}
