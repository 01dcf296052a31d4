package frontier

import (
	"encoding/json"
	"errors"
	"fmt"
	"unicode/utf8"

	"github.com/rendercrawl/render/crawl/canonical"
)

// State is where a URL stands in a frontier. A persistent backend stores
// it as the one byte of its value (the Lua scripts of the redis backend
// compare against the same bytes).
type State byte

const (
	StateQueued State = 'q' // waiting to be taken
	StateLeased State = 'l' // taken by Next, not yet Done
	StateDone   State = 'd' // finished
)

// ErrInvalidURL is returned (wrapped) by a persistent frontier for an item
// whose URL it cannot keep as a key: "redis frontier: push: invalid item
// URL: empty".
var ErrInvalidURL = errors.New("invalid item URL")

// CheckURL rejects the URLs a persistent frontier cannot keep as a key:
// empty, or not UTF-8 (the item is stored as JSON, which would change the
// URL on the way back and detach it from its state).
func CheckURL(u string) error {
	switch {
	case u == "":
		return fmt.Errorf("%w: empty", ErrInvalidURL)
	case !utf8.ValidString(u):
		return fmt.Errorf("%w: %q is not valid UTF-8", ErrInvalidURL, u)
	}
	return nil
}

// EncodeItem returns the form in which a persistent frontier stores an
// item: JSON, the URL under "u" (the redis backend's scripts read it
// there), without Canon, which DecodeItem makes again. It fails as CheckURL does for a URL that cannot be a key.
func EncodeItem(it Item) ([]byte, error) {
	if err := CheckURL(it.URL); err != nil {
		return nil, err
	}
	return json.Marshal(it)
}

// DecodeItem reads an item EncodeItem stored, with its URL parsed again
// (Item.Canon) when it is canonical.
func DecodeItem(b []byte) (Item, error) {
	var it Item
	if err := json.Unmarshal(b, &it); err != nil {
		return Item{}, fmt.Errorf("stored item %q: %w", b, err)
	}
	it.Canon = Canon(it.URL)
	return it, nil
}

// Canon is u parsed (canonical.Parse) when u is a canonical URL, such as
// the frontier holds, or the zero URL. Whatever options made u, parsing
// it keeping its fragment gives it back as it is.
func Canon(u string) canonical.URL {
	c, err := canonical.Parse(u, canonical.Options{KeepFragment: true})
	if err != nil || c.String() != u {
		return canonical.URL{}
	}
	return c
}
