package document

import (
	"regexp"
	"strconv"
	"time"

	"github.com/ledongthuc/pdf"
)

// info reads what a PDF says of itself in its document information
// dictionary and its catalog.
func (d *PDF) info(r *pdf.Reader) {
	info := r.Trailer().Key("Info")
	d.Title = infoText(info.Key("Title"))
	d.Author = infoText(info.Key("Author"))
	d.Subject = infoText(info.Key("Subject"))
	d.Created = infoDate(info.Key("CreationDate").Text())
	d.Modified = infoDate(info.Key("ModDate").Text())
	d.Lang = infoText(r.Trailer().Key("Root").Key("Lang"))
}

// pdfDate is a PDF date, D:YYYYMMDDHHmmSSOHH'mm' (§7.9.4), everything
// after the year optional, the apostrophes too.
var pdfDate = regexp.MustCompile(`^(?:D:)?(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(?:([Zz])|([+-])(\d{2})'?(\d{2})?'?)?`)

// infoDate is a PDF date in RFC 3339 (local time when it names no zone:
// written as UTC), or "" when it is not one.
func infoDate(s string) string {
	m := pdfDate.FindStringSubmatch(s)
	if m == nil {
		return ""
	}
	n := func(i, def int) int {
		if m[i] == "" {
			return def
		}
		v, _ := strconv.Atoi(m[i])
		return v
	}
	loc := time.UTC
	if m[8] != "" {
		off := (n(9, 0)*60 + n(10, 0)) * 60
		if m[8] == "-" {
			off = -off
		}
		loc = time.FixedZone("", off)
	}
	t := time.Date(n(1, 0), time.Month(n(2, 1)), n(3, 1), n(4, 0), n(5, 0), n(6, 0), 0, loc)
	if t.Month() != time.Month(n(2, 1)) || t.Day() != n(3, 1) || n(4, 0) > 23 || n(5, 0) > 59 || n(6, 0) > 59 {
		return "" // out of range: a date that is not one
	}
	return t.Format(time.RFC3339)
}
