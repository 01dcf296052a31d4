package testsite

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
)

// discoverRoutes are the dynamic routes of the discovery pages
// (testdata/site/discover): what their scripts fetch, post and navigate
// to. Each request is counted under "discover:" and its path, so that a
// test can tell what a browser sent, and what it never did (a logout).
func (s *Site) discoverRoutes() {
	m := s.mux
	m.HandleFunc("/discover/api/batch", s.counted("discover:/discover/api/batch", batch))
	m.HandleFunc("/discover/api/details", s.counted("discover:/discover/api/details", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]string{"href": "/discover/detail/42", "text": "DETAIL-42"})
	}))
	for _, path := range []string{"/discover/api/save", "/discover/api/ping", "/discover/logout",
		"/discover/api/item/", "/discover/api/list", "/discover/api/bump", "/discover/api/beacon", "/discover/api/order", "/discover/api/cart"} {
		m.HandleFunc(path, s.counted("discover:"+path, func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			fmt.Fprintf(w, `{"method":%q}`, r.Method)
		}))
	}
	// The pages the discovery pages lead to, and the routes of their app.
	for _, path := range []string{"/discover/target/", "/discover/search", "/discover/subscribe", "/discover/row/", "/discover/item/", "/discover/detail/"} {
		m.HandleFunc(path, s.counted("discover:"+path, s.page("static.html", http.StatusOK)))
	}
	m.HandleFunc("/discover/app/", s.counted("discover:/discover/app/", s.page("discover/routes.html", http.StatusOK)))
}

// batch is the nth batch of ten items of the infinite list,
// /discover/api/batch?n=N.
func batch(w http.ResponseWriter, r *http.Request) {
	n, err := strconv.Atoi(r.URL.Query().Get("n"))
	if err != nil || n < 1 {
		http.Error(w, "bad batch", http.StatusBadRequest)
		return
	}
	type item struct {
		Text string `json:"text"`
		Href string `json:"href"`
	}
	items := make([]item, 10)
	for i := range items {
		items[i] = item{Text: fmt.Sprintf("BATCH-%d-ITEM-%d", n, i+1), Href: fmt.Sprintf("/discover/item/%d-%d", n, i+1)}
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(items)
}
