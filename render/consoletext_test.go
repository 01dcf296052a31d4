package render

import (
	"context"
	"strings"
	"testing"

	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/runtime"
	"github.com/rendercrawl/render/internal/testkit/testsite"
)

func TestFormatArgs(t *testing.T) {
	str := func(s string) *runtime.RemoteObject {
		return &runtime.RemoteObject{Type: runtime.RemoteObjectTypeString, Value: jsonv2.Value(s)}
	}
	num := func(v string) *runtime.RemoteObject {
		return &runtime.RemoteObject{Type: runtime.RemoteObjectTypeNumber, Value: jsonv2.Value(v), Description: v}
	}
	object := &runtime.RemoteObject{Type: runtime.RemoteObjectTypeObject, ClassName: "Object", Description: "Object",
		Preview: &runtime.ObjectPreview{Type: "object", Description: "Object", Properties: []*runtime.PropertyPreview{
			{Name: "a", Type: runtime.PropertyPreviewTypeNumber, Value: "1"},
			{Name: "s", Type: runtime.PropertyPreviewTypeString, Value: "x"},
			{Name: "o", Type: runtime.PropertyPreviewTypeObject, Value: "Object"},
		}}}
	array := &runtime.RemoteObject{Type: runtime.RemoteObjectTypeObject, Subtype: runtime.RemoteObjectSubtypeArray, Description: "Array(3)",
		Preview: &runtime.ObjectPreview{Type: "object", Subtype: runtime.ObjectPreviewSubtypeArray, Overflow: true, Properties: []*runtime.PropertyPreview{
			{Name: "0", Type: runtime.PropertyPreviewTypeNumber, Value: "1"},
			{Name: "1", Type: runtime.PropertyPreviewTypeNumber, Value: "2"},
		}}}
	errObj := &runtime.RemoteObject{Type: runtime.RemoteObjectTypeObject, Subtype: runtime.RemoteObjectSubtypeError, Description: "Error: x\n    at f (a.js:1:1)",
		Preview: &runtime.ObjectPreview{Type: "object", Subtype: runtime.ObjectPreviewSubtypeError}}
	tests := []struct {
		name string
		args []*runtime.RemoteObject
		want string
	}{
		{"values by their description", []*runtime.RemoteObject{str(`"boom"`), num("42"), {Type: runtime.RemoteObjectTypeNumber, UnserializableValue: "NaN"}}, "boom 42 NaN"},
		{"format", []*runtime.RemoteObject{str(`"%s formatted %d%%"`), str(`"str"`), num("42.9")}, "str formatted 42%"},
		{"%i %f and left over", []*runtime.RemoteObject{str(`"%i|%f"`), num("-7.5"), str(`"2.5"`), num("3")}, "-7|2.5 3"},
		{"%c shows nothing", []*runtime.RemoteObject{str(`"%cstyled"`), str(`"color: red"`)}, "styled"},
		{"%d of no number", []*runtime.RemoteObject{str(`"%d"`), object}, "NaN"},
		{"a specifier without its argument stays", []*runtime.RemoteObject{str(`"%s and %s"`), str(`"one"`)}, "one and %s"},
		{"a lone string is no format", []*runtime.RemoteObject{str(`"100%% %s"`)}, "100%% %s"},
		{"objects by their preview", []*runtime.RemoteObject{object, array}, "{a: 1, s: 'x', o: Object} [1, 2, …]"},
		{"%o of an object", []*runtime.RemoteObject{str(`"got %o"`), object}, "got {a: 1, s: 'x', o: Object}"},
		{"an error by its description", []*runtime.RemoteObject{errObj}, "Error: x\n    at f (a.js:1:1)"},
		{"undefined and null", []*runtime.RemoteObject{{Type: runtime.RemoteObjectTypeUndefined}, {Type: runtime.RemoteObjectTypeObject, Subtype: runtime.RemoteObjectSubtypeNull, Value: jsonv2.Value("null")}}, "undefined null"},
		{"a lone surrogate", []*runtime.RemoteObject{str(`"lone \ud800 surrogate"`)}, "lone \uFFFD surrogate"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := formatArgs(tt.args); got != tt.want {
				t.Errorf("formatArgs = %q, want %q", got, tt.want)
			}
		})
	}
}

// TestConsoleTextAsTheConsoleShowsIt renders a page that logs with format
// specifiers and objects.
func TestConsoleTextAsTheConsoleShowsIt(t *testing.T) {
	p := needChrome(t)
	_, base := testsite.Serve(t)
	pg, err := p.Render(context.Background(), Request{URL: base + "/console/format.html"})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"str formatted 42%",
		"styled 7|2.5|'x'",
		"{a: 1, s: 'x'} [1, 2]",
		"lone \uFFFD surrogate",
	}
	var got []string
	for _, m := range pg.Console {
		got = append(got, m.Text)
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("console texts\n%q\nwant\n%q", got, want)
	}
}
