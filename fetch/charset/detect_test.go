package charset

import "testing"

// TestDetect checks the detector on short texts that are not in the
// fixtures, so it is not tuned to them.
func TestDetect(t *testing.T) {
	tests := []struct{ name, enc, text string }{
		{"gbk news", "gbk", "<p>今天上午，国务院新闻办公室举行发布会，介绍今年前三季度经济运行情况。</p>"},
		{"gbk short", "gbk", "<p>我们明天去公园散步吧。</p>"},
		{"gbk technical", "gbk", "<p>计算机科学是研究信息与计算的理论基础以及它们在计算机系统中如何实现与应用的实用技术的学科。</p>"},
		{"big5 news", "big5", "<p>今天上午，行政院召開記者會，說明今年前三季的經濟情勢。</p>"},
		{"big5 short", "big5", "<p>我們明天去公園散步吧。</p>"},
		{"big5 technical", "big5", "<p>電腦科學是研究資訊與計算的理論基礎以及它們在電腦系統中如何實現與應用的實用技術的學科。</p>"},
		{"shift_jis kanji", "shift_jis", "<p>東京都は日本の首都であり、政治・経済・文化の中心地です。</p>"},
		{"shift_jis katakana", "shift_jis", "<p>コンピュータサイエンスは情報と計算の理論的基礎を研究する学問です。</p>"},
		{"euc-jp kanji", "euc-jp", "<p>東京都は日本の首都であり、政治・経済・文化の中心地です。</p>"},
		{"euc-jp katakana", "euc-jp", "<p>コンピュータサイエンスは情報と計算の理論的基礎を研究する学問です。</p>"},
		{"euc-kr", "euc-kr", "<p>서울은 대한민국의 수도이며 정치, 경제, 문화의 중심지이다.</p>"},
		{"euc-kr technical", "euc-kr", "<p>컴퓨터 과학은 정보와 계산의 이론적 기초를 연구하는 학문이다.</p>"},
		{"euc-kr short", "euc-kr", "<p>오늘 날씨가 정말 좋네요.</p>"},
		{"windows-1252 german", "windows-1252", "<p>Über den Wolken muss die Freiheit wohl grenzenlos sein.</p>"},
		{"windows-1252 spanish", "windows-1252", "<p>El niño comió una manzana en la mañana.</p>"},
		{"windows-1252 euro", "windows-1252", "<p>Prix : 10 €</p>"},
		{"windows-1252 one word", "windows-1252", "<p>Café</p>"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			enc, _ := lookup(tt.enc)
			b, err := enc.NewEncoder().Bytes([]byte(tt.text))
			if err != nil {
				t.Fatal(err)
			}
			if _, got := detect(b); got != tt.enc {
				t.Errorf("detect = %s, want %s", got, tt.enc)
			}
		})
	}
}

func TestDetectGarbage(t *testing.T) {
	// Bytes that are no text at all fall back to windows-1252 (the WHATWG
	// default) rather than a CJK guess.
	b := []byte{0x00, 0x01, 0x81, 0x8d, 0x8f, 0x90, 0x9d, 0x02}
	if _, got := detect(b); got != "windows-1252" {
		t.Errorf("detect = %s, want windows-1252", got)
	}
}
