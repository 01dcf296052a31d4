package main

import (
	"strings"
	"testing"

	"github.com/rendercrawl/render/internal/testkit/testsite"
	"github.com/rendercrawl/render/sink"
)

// TestRequestsOverHTTP: the requests field lists, over HTTP, what the
// markup names, none of it requested; it is on by default with --crawl,
// off for a list of URLs, and --requests and --no-requests choose.
func TestRequestsOverHTTP(t *testing.T) {
	_, base := testsite.Serve(t)
	page := base + "/requests/markup.html"
	for _, c := range []struct {
		name string
		args []string
		want bool
	}{
		{"a list of URLs", nil, false},
		{"a list of URLs with --requests", []string{"--requests"}, true},
		{"a crawl", []string{"--crawl", "--depth", "0"}, true},
		{"a crawl with --no-requests", []string{"--crawl", "--depth", "0", "--no-requests"}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			args := append([]string{"--mode", "http", "--quiet", "--ignore-robots"}, c.args...)
			code, stdout, stderr := runCLI(t, "", append(args, page)...)
			if code != exitOK {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			recs := records(t, stdout)
			if len(recs) != 1 {
				t.Fatalf("%d records", len(recs))
			}
			r := recs[0]
			if !c.want {
				if r.Requests != nil || !strings.Contains(stdout, `"requests":null`) {
					t.Errorf("requests %+v, want null", r.Requests)
				}
				return
			}
			if len(r.Requests) < 30 || r.RequestsOmitted != 0 {
				t.Fatalf("%d requests (%d omitted), want every sub-resource", len(r.Requests), r.RequestsOmitted)
			}
			want := sink.Request{URL: base + "/requests/base/img.png", Method: "GET", Type: "Image", Initiator: "markup", Element: "img[src]"}
			found := false
			for _, q := range r.Requests {
				if q.Requested || q.Status != 0 {
					t.Errorf("over HTTP, %s was requested: %+v", q.URL, q)
				}
				found = found || q == want
			}
			if !found {
				t.Errorf("no %+v among %+v", want, r.Requests)
			}
		})
	}
	code, stdout, _ := runCLI(t, "", "--mode", "http", "--quiet", "--ignore-robots", "--requests", "--max-requests", "5", page)
	if r := records(t, stdout); code != exitOK || len(r) != 1 || len(r[0].Requests) != 5 || r[0].RequestsOmitted < 25 {
		t.Errorf("--max-requests 5: exit %d, %+v", code, r)
	}
}

// TestRequestsInBrowser: in the browser, the requests field lists every
// request of the page; --fail-on failed-request loads the images it
// would block otherwise, and so fails a page with a broken image.
func TestRequestsInBrowser(t *testing.T) {
	needChrome(t)
	_, base := testsite.Serve(t)
	args := []string{"--browser-url", browserURL, "--mode", "browser", "--quiet", "--ignore-robots", "--requests"}
	code, stdout, stderr := runCLI(t, "", append(args, base+"/requests/broken-image.html")...)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	r := records(t, stdout)[0]
	img := base + "/requests/missing.png"
	var got *sink.Request
	for i := range r.Requests {
		if r.Requests[i].URL == img {
			got = &r.Requests[i]
		}
	}
	if got == nil || !got.Blocked || got.Requested || got.Failed || len(r.FailedChecks) != 0 {
		t.Fatalf("the image, blocked by default: %+v (checks %+v)", got, r.FailedChecks)
	}

	code, stdout, _ = runCLI(t, "", append(args, "--fail-on", "failed-request", base+"/requests/broken-image.html")...)
	r = records(t, stdout)[0]
	if code != exitFailure || len(r.FailedChecks) != 1 || r.FailedChecks[0].Check != "failed-request" {
		t.Fatalf("--fail-on failed-request: exit %d, checks %+v", code, r.FailedChecks)
	}
	for _, q := range r.Requests {
		if q.URL == img && (q.Blocked || !q.Requested || !q.Failed || q.Status != 404 || q.Type != "Image" || q.Initiator != "parser") {
			t.Errorf("the broken image, checked: %+v", q)
		}
	}
}

// TestErrorChecksLoadImages: a check of the page's errors loads the
// images the browser blocks by default, as a check of failed requests
// does: a healthy page that decodes an image (img.decode) would otherwise
// fail with a rejection a person's browser never shows. Blocking images
// in so many words brings the rejection back.
func TestErrorChecksLoadImages(t *testing.T) {
	needChrome(t)
	_, base := testsite.Serve(t)
	page := base + "/requests/decode.html"
	args := []string{"--browser-url", browserURL, "--quiet", "--ignore-robots", "--fail-on", "console-error,page-error"}
	code, stdout, stderr := runCLI(t, "", append(args, page)...)
	if r := records(t, stdout); code != exitOK || len(r) != 1 || len(r[0].FailedChecks) != 0 || len(r[0].Console) != 0 {
		t.Fatalf("a healthy page that decodes an image: exit %d, %+v: %s", code, r, stderr)
	}
	code, stdout, _ = runCLI(t, "", append(args, "--block", "image", page)...)
	r := records(t, stdout)
	if code != exitFailure || len(r) != 1 || len(r[0].FailedChecks) != 1 || r[0].FailedChecks[0].Check != "page-error" {
		t.Fatalf("--block image: exit %d, %+v", code, r)
	}
}
