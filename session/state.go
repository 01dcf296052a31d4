package session

import (
	"net/url"
	"strings"

	"golang.org/x/net/http/httpproxy"

	"github.com/rendercrawl/render/crawl"
	"github.com/rendercrawl/render/crawl/cookies"
	"github.com/rendercrawl/render/fetch"
)

// Load puts a saved session (a file of cookies, cookies.ReadFile) in
// sess's jar, masks the values of its cookies that look like credentials,
// and returns its localStorage by origin (Settings.LocalStorage; nil when
// it has none).
func Load(sess *crawl.Session, st *cookies.State) map[string][][2]string {
	jar := st.HTTPCookies()
	sess.Jar.Add(jar...)
	for _, c := range jar {
		sess.Secrets.AddCookieValue(c.Value)
	}
	if len(st.Origins) == 0 {
		return nil
	}
	storage := map[string][][2]string{}
	for _, org := range st.Origins {
		for _, it := range org.LocalStorage {
			storage[org.Origin] = append(storage[org.Origin], [2]string{it.Name, it.Value})
		}
	}
	return storage
}

// Save writes the jar's cookies and the pages' localStorage by origin
// (render.Pool.LocalStorage; nil for none) to the file name, as
// Playwright storage-state JSON.
func Save(name string, jar *cookies.Jar, storage map[string][][2]string) error {
	all, _ := jar.All()
	var origins []cookies.Origin
	for origin, items := range storage {
		org := cookies.Origin{Origin: origin, LocalStorage: []cookies.Item{}}
		for _, it := range items {
			org.LocalStorage = append(org.LocalStorage, cookies.Item{Name: it[0], Value: it[1]})
		}
		origins = append(origins, org)
	}
	return cookies.StateOf(all, origins).WriteFile(name)
}

// EnvProxy is the environment's proxy for the browser ($HTTPS_PROXY, else
// $HTTP_PROXY; nil for none) and the hosts of $NO_PROXY
// (Settings.EnvProxy).
func EnvProxy() (*url.URL, []string, error) {
	env := httpproxy.FromEnvironment()
	raw := env.HTTPSProxy
	if raw == "" {
		raw = env.HTTPProxy
	}
	if raw == "" {
		return nil, nil, nil
	}
	u, err := fetch.ParseProxy(raw)
	if err != nil {
		return nil, nil, err
	}
	var bypass []string
	for b := range strings.SplitSeq(env.NoProxy, ",") {
		if b = strings.TrimSpace(b); b != "" {
			bypass = append(bypass, b)
		}
	}
	return u, bypass, nil
}
