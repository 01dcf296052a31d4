package fetch

import (
	"context"
	"testing"
	"unsafe"

	"github.com/rendercrawl/render/internal/testkit/testsite"
)

// TestBodyStringSharesOnlyTheClientsBody: a Response of the Client gives
// its body as a string without a copy; any other Response's is copied,
// so that writing to its Body later does not change the string.
func TestBodyStringSharesOnlyTheClientsBody(t *testing.T) {
	_, base := testsite.Serve(t)
	c := newTestClient(t, testConfig())
	resp, err := c.Fetch(context.Background(), base+"/")
	if err != nil {
		t.Fatal(err)
	}
	if !resp.HTML || len(resp.Body) == 0 {
		t.Fatalf("html %v, %d bytes", resp.HTML, len(resp.Body))
	}
	s := resp.BodyString()
	if s != string(resp.Body) || unsafe.StringData(s) != unsafe.SliceData(resp.Body) {
		t.Errorf("the Client's body: %d bytes at %p, the string's %d at %p", len(resp.Body), unsafe.SliceData(resp.Body), len(s), unsafe.StringData(s))
	}

	body := []byte("<p>mine</p>")
	other := &Response{Body: body}
	s = other.BodyString()
	body[3] = 'M'
	if s != "<p>mine</p>" {
		t.Errorf("another Response's body string is %q after its Body changed", s)
	}
	if (&Response{}).BodyString() != "" {
		t.Error("an empty body is not an empty string")
	}
}
