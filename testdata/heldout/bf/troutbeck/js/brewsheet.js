/* brewsheet.js - builds a brewing log page from data/brewlog.json.

   Jack fills in a paper brew sheet on the day; I type them into
   brewlog.json (one entry a gyle) so the pages don't have to be written
   out by hand. Every log page is the same file with a different
   data-gyle on <main>. Drawn with superfine (lib/superfine.js); dates
   worked out with the Temporal polyfill (lib/temporal.js), which knows
   what day of the week things fell on so I don't have to. */
import { h, text, patch } from "../lib/superfine.js"

const MONTHS = ["January", "February", "March", "April", "May", "June", "July",
  "August", "September", "October", "November", "December"]
const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

const longDate = (iso) => {
  const d = Temporal.PlainDate.from(iso)
  return `${DAYS[d.dayOfWeek - 1]} ${d.day} ${MONTHS[d.month - 1]} ${d.year}`
}
const daysBetween = (a, b) =>
  Temporal.PlainDate.from(a).until(Temporal.PlainDate.from(b), { largestUnit: "days" }).days

// HMRC's rough rule: (OG - FG) x 0.131, near enough for a web page
const abv = (og, fg) => ((og - fg) * 0.131).toFixed(1)
const PINTS_PER_BARREL = 288

const row = (label, value) => h("tr", {}, [h("th", {}, text(label)), h("td", {}, text(value))])

const sheetView = (s, log) =>
  h("main", { id: "sheet", "data-gyle": String(s.gyle) }, [
    h("h1", {}, text(`Gyle ${s.gyle}: ${s.beer}`)),
    h("p", { class: "style" }, text(`Brewed on ${longDate(s.date)} by ${s.brewer || log.brewer}`)),
    h("table", { class: "sheet" }, [
      row("Beer", `${s.beer} (cask mark ${s.code})`),
      row("Brew length", `${s.length_brl} barrels, about ${(s.length_brl * PINTS_PER_BARREL).toLocaleString("en-GB")} pints`),
      row("Malt", s.malt.join(", ")),
      row("Mash", `${s.mash_c} °C for ${s.mash_min} minutes`),
      row("Hops", s.hops.join("; ")),
      row("Original gravity", String(s.og)),
      row("Final gravity", s.fg ? String(s.fg) : "not down yet"),
      row("Strength", s.fg ? `${abv(s.og, s.fg)}% ABV` : "to follow"),
      row("Fermenter", s.fv),
      row("Racked", s.racked
        ? `${longDate(s.racked)}, after ${daysBetween(s.date, s.racked)} days in ${s.fv}, into ${s.casks} casks`
        : `Not racked yet when this sheet was typed up`)
    ]),
    h("h2", {}, text("From Jack's notes")),
    h("div", { class: "diary" }, s.diary.map((p) => h("p", {}, text(p)))),
    h("p", {}, [
      s.prev ? h("a", { href: `gyle-${s.prev}.html` }, text(`Gyle ${s.prev}`)) : text(""),
      text(s.prev && s.next ? " | " : ""),
      s.next ? h("a", { href: `gyle-${s.next}.html` }, text(`Gyle ${s.next}`)) : text(""),
      text(" | "),
      h("a", { href: "index.html" }, text("All brew days"))
    ])
  ])

const mount = document.getElementById("sheet")
const gyle = Number(mount.dataset.gyle)

fetch(new URL("../data/brewlog.json", import.meta.url))
  .then((r) => {
    if (!r.ok) throw new Error(`brewlog.json ${r.status}`)
    return r.json()
  })
  .then((log) => {
    const list = log.sheets
    const i = list.findIndex((s) => s.gyle === gyle)
    if (i < 0) return
    const s = { ...list[i], prev: list[i - 1] && list[i - 1].gyle, next: list[i + 1] && list[i + 1].gyle }
    patch(mount, sheetView(s, log))
  })
  .catch((e) => {
    mount.querySelector(".loading").textContent = "Sorry, the brew sheet would not load. Try again later."
    console.log(e)
  })
