package charset

// The single-byte encodings the detector knows, in tie-break order, with
// the languages each is scored for. Each language lists its small letters
// (and combining marks) roughly from the most to the least frequent in
// running text; a Latin language lists only its letters beyond ASCII.

var (
	sbFrench     = &sbLang{"fr", "éèàêçôîùâûëïœüæÿ"}
	sbGerman     = &sbLang{"de", "äüößé"}
	sbSpanish    = &sbLang{"es", "óíáéñúü"}
	sbPortuguese = &sbLang{"pt", "ãçáéíóõêâôúàü"}
	sbItalian    = &sbLang{"it", "àèéìòùó"}
	sbDutch      = &sbLang{"nl", "ëéïèóöü"}
	sbSwedish    = &sbLang{"sv", "äåöé"}
	sbDanish     = &sbLang{"da", "øåæéó"}
	sbCatalan    = &sbLang{"ca", "àèéíòóúïüç"}

	sbCzech     = &sbLang{"cs", "áíéěýčřšžůúňťďó"}
	sbSlovak    = &sbLang{"sk", "áíéýčšžúäôľňťďóŕĺ"}
	sbPolish    = &sbLang{"pl", "łęążóśćńź"}
	sbHungarian = &sbLang{"hu", "éáőöóíüúű"}
	sbCroatian  = &sbLang{"hr", "čšžćđ"}
	sbRomanian  = &sbLang{"ro", "ăâîşţșț"}

	sbTurkish    = &sbLang{"tr", "ıüşçğöİâîû"}
	sbVietnamese = &sbLang{"vi", "\u0301\u0300\u0309\u0323\u0303ươđêôâăáàéóíúýèòìùãõ"}

	sbRussian   = &sbLang{"ru", "оеаинтсрвлкмдпуяыьгзбчйхжшюцщэфъё"}
	sbUkrainian = &sbLang{"uk", "оанивіртеслкудмпязбгчхцїжйшюєфщьґ"}
	sbBulgarian = &sbLang{"bg", "аоеинтрсвлкдпмзяубчгъжйцшщфюхь"}
	sbSerbian   = &sbLang{"sr", "аиоенртсјвкдлупмзбгчшцжхњљћђџф"}

	sbGreek   = &sbLang{"el", "αοιετσνηυρπκμλωάέςίόδγήύχθώφβξζψϊϋΐΰ"}
	sbHebrew  = &sbLang{"he", "יוהלארתבמשןםענכדחקפסגטזצךףץ\u05b0\u05b4\u05b7\u05b8\u05bc\u05b6\u05b5\u05b9\u05bb\u05c1\u05c2\u05b1\u05b2\u05b3"}
	sbArabic  = &sbLang{"ar", "اليمونهربتعدفكقسحةجأىإطصشخضزثذغظآءئؤ\u064e\u0650\u064f\u0652\u0651\u064b\u064c\u064dـ"}
	sbPersian = &sbLang{"fa", "ایردنموهتبسلکشزگفخقپجعحچصآطغضژثذظئأءؤ"}
	sbThai    = &sbLang{"th", "านรอกเมงยวดทลสต\u0e35\u0e34\u0e48\u0e31\u0e49ขคบปพะใไแห\u0e39\u0e38\u0e47\u0e4c\u0e37\u0e36โำจชซผถภศษฐฉฝฟฎฏฑฒณญฬฮๆฯ\u0e4a\u0e4bฤฦฆฌฃฅ"}
)

var sbCandidates = []sbCandidate{
	{"windows-1252", []*sbLang{sbFrench, sbGerman, sbSpanish, sbPortuguese, sbItalian, sbDutch, sbSwedish, sbDanish, sbCatalan}},
	{"windows-1250", []*sbLang{sbCzech, sbSlovak, sbPolish, sbHungarian, sbCroatian, sbRomanian, sbGerman}},
	{"iso-8859-2", []*sbLang{sbCzech, sbSlovak, sbPolish, sbHungarian, sbCroatian, sbRomanian, sbGerman}},
	{"windows-1251", []*sbLang{sbRussian, sbUkrainian, sbBulgarian, sbSerbian}},
	{"koi8-r", []*sbLang{sbRussian}},
	{"ibm866", []*sbLang{sbRussian}},
	{"windows-1253", []*sbLang{sbGreek}},
	{"iso-8859-7", []*sbLang{sbGreek}},
	{"windows-1254", []*sbLang{sbTurkish}},
	{"windows-1255", []*sbLang{sbHebrew}},
	{"iso-8859-8", []*sbLang{sbHebrew}},
	{"windows-1256", []*sbLang{sbArabic, sbPersian}},
	{"iso-8859-6", []*sbLang{sbArabic}},
	{"windows-874", []*sbLang{sbThai}},
	{"windows-1258", []*sbLang{sbVietnamese}},
}
