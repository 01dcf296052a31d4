package fetch

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/text/encoding/htmlindex"
)

// The charset fixtures under testdata/fetch/charset are generated from the
// UTF-8 texts below and committed as real bytes. Regenerate with
//
//	go test ./fetch/ -run TestFixtures -update
var update = flag.Bool("update", false, "rewrite the generated fixtures under testdata/fetch")

const fixtureDir = "../testdata/fetch"

// langFixture is one legacy encoding with a page of real text in its
// language.
type langFixture struct {
	dir      string // directory under testdata/fetch/charset
	charset  string // canonical WHATWG name
	header   string // label sent in the Content-Type header
	meta     string // the <meta> declaring the encoding, with another label
	title    string
	sentence string
}

var langFixtures = []langFixture{
	{
		dir: "gbk", charset: "gbk", header: "GBK",
		meta:     `<meta charset="gb2312">`,
		title:    "北京简介",
		sentence: "北京是中华人民共和国的首都，也是全国的政治中心、文化中心和国际交往中心。这座城市有三千多年的建城史和八百多年的建都史，拥有故宫、天坛、颐和园和长城等众多名胜古迹。每年都有数以百万计的游客从世界各地来到这里参观游览，感受中国悠久的历史和灿烂的文化。",
	},
	{
		dir: "big5", charset: "big5", header: "Big5",
		meta:     `<meta http-equiv="Content-Type" content="text/html; charset=big5">`,
		title:    "臺灣簡介",
		sentence: "臺灣位於東亞，是一個充滿活力的島嶼。這裡有高聳的山脈、美麗的海岸和熱鬧的夜市。許多旅客喜歡品嚐當地的小吃，例如牛肉麵、珍珠奶茶和小籠包。臺北的故宮博物院收藏了大量珍貴的中國古代文物，每年吸引來自世界各地的參觀者前來欣賞。",
	},
	{
		dir: "shift_jis", charset: "shift_jis", header: "Shift_JIS",
		meta:     `<meta http-equiv="Content-Type" content="text/html; charset=x-sjis">`,
		title:    "吾輩は猫である",
		sentence: "吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。何でも薄暗いじめじめした所でニャーニャー泣いていた事だけは記憶している。吾輩はここで始めて人間というものを見た。しかもあとで聞くとそれは書生という人間中で一番獰悪な種族であったそうだ。",
	},
	{
		dir: "euc-jp", charset: "euc-jp", header: "euc-jp",
		meta:     `<meta charset="EUC-JP">`,
		title:    "坊っちゃん",
		sentence: "親譲りの無鉄砲で小供の時から損ばかりしている。小学校に居る時分学校の二階から飛び降りて一週間ほど腰を抜かした事がある。なぜそんな無闇をしたと聞く人があるかも知れぬ。別段深い理由でもない。新築の二階から首を出していたら、同級生の一人が冗談に、いくら威張っても、そこから飛び降りる事は出来まい。弱虫やーい。と囃したからである。",
	},
	{
		dir: "euc-kr", charset: "euc-kr", header: "EUC-KR",
		meta:     `<meta charset="ks_c_5601-1987">`,
		title:    "대한민국",
		sentence: "대한민국은 동아시아의 한반도 남부에 위치한 민주공화국이다. 수도는 서울특별시이며, 국기는 태극기, 국가는 애국가이다. 한국어를 공용어로 사용하고 한글을 문자로 쓴다. 대한민국은 빠른 경제 성장을 이루었으며 반도체, 자동차, 조선 산업이 크게 발달하였다.",
	},
	{
		dir: "windows-1252", charset: "windows-1252", header: "latin1",
		meta:     `<meta charset="iso-8859-1">`,
		title:    "Un été à Köln",
		sentence: "À l'été, les élèves déjeunent près du château où l'on sert une crème brûlée délicieuse et un café très fort ; ça coûte dix € « seulement », dit-il, naïf. Im Büro grüßt Jürgen die Kollegen mit „Guten Morgen“ – schöne Grüße aus Köln!",
	},
}

// marker is a known ASCII line in every fixture page.
func marker(dir, variant string) string {
	return "MARKER " + dir + "/" + variant
}

// page renders a fixture page in UTF-8.
func page(f langFixture, variant, meta string) string {
	var b strings.Builder
	b.WriteString("<!DOCTYPE html>\n<html>\n<head>\n")
	if meta != "" {
		b.WriteString(meta + "\n")
	}
	fmt.Fprintf(&b, "<title>%s</title>\n</head>\n<body>\n<h1>%s</h1>\n", f.title, f.title)
	fmt.Fprintf(&b, "<p id=\"marker\">%s</p>\n<p>%s</p>\n", marker(f.dir, variant), f.sentence)
	b.WriteString("<p><a href=\"/next\">next</a></p>\n</body>\n</html>\n")
	return b.String()
}

// fixtures returns every generated file, path relative to fixtureDir.
func fixtures(t testing.TB) map[string][]byte {
	t.Helper()
	files := map[string][]byte{}
	enc := func(name, s string) []byte {
		e, err := htmlindex.Get(name)
		if err != nil {
			t.Fatalf("encoding %s: %v", name, err)
		}
		b, err := e.NewEncoder().Bytes([]byte(s))
		if err != nil {
			t.Fatalf("encode %s: %v", name, err)
		}
		return b
	}
	for _, f := range langFixtures {
		files["charset/"+f.dir+"/header.html"] = enc(f.charset, page(f, "header", ""))
		files["charset/"+f.dir+"/meta.html"] = enc(f.charset, page(f, "meta", f.meta))
		files["charset/"+f.dir+"/none.html"] = enc(f.charset, page(f, "none", ""))
	}
	bom := langFixture{dir: "utf-8-bom", title: "Grüße, 東京", sentence: bomSentence}
	files["charset/utf-8-bom/index.html"] = append([]byte("\xef\xbb\xbf"), page(bom, "bom", "")...)
	// GBK bytes whose <meta> wrongly says Big5: the header must win.
	gbk := langFixtures[0]
	files["charset/conflict/index.html"] = enc("gbk", page(gbk, "conflict", `<meta charset="big5">`))
	return files
}

const bomSentence = "Grüße aus Köln, naïve café, 東京の夜景 and 서울: a UTF-8 page that starts with a byte order mark."

func TestFixtures(t *testing.T) {
	for name, want := range fixtures(t) {
		path := filepath.Join(fixtureDir, filepath.FromSlash(name))
		if *update {
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, want, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		got, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v (run go test ./fetch/ -run TestFixtures -update)", err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s is stale (run go test ./fetch/ -run TestFixtures -update)", name)
		}
	}
}
