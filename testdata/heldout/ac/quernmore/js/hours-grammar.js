// Generated from hours.ne (nearley grammar for farm gate opening times)
(function () {
function id(x) { return x[0]; }
var ORDER = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];
var grammar = {
    Lexer: undefined,
    ParserRules: [
    {"name": "rules", "symbols": ["rule"], "postprocess": function (d) { return [d[0]]; }},
    {"name": "rules", "symbols": ["rules", {"literal":";"}, {"literal":" "}, "rule"], "postprocess": function (d) { return d[0].concat([d[3]]); }},
    {"name": "rule", "symbols": ["days", {"literal":" "}, "spans"], "postprocess": function (d) { return {days: d[0], spans: d[2]}; }},
    {"name": "rule", "symbols": ["days", {"literal":" "}, {"literal":"o"}, {"literal":"f"}, {"literal":"f"}], "postprocess": function (d) { return {days: d[0], spans: []}; }},
    {"name": "days", "symbols": ["dayitem"], "postprocess": id},
    {"name": "days", "symbols": ["days", {"literal":","}, "dayitem"], "postprocess": function (d) { return d[0].concat(d[2]); }},
    {"name": "dayitem", "symbols": ["day"], "postprocess": function (d) { return [d[0]]; }},
    {"name": "dayitem", "symbols": ["day", {"literal":"-"}, "day"], "postprocess": function (d) { return ORDER.slice(ORDER.indexOf(d[0]), ORDER.indexOf(d[2]) + 1); }},
    {"name": "day", "symbols": [/[A-Z]/, /[a-z]/], "postprocess": function (d) { return d[0] + d[1]; }},
    {"name": "spans", "symbols": ["span"], "postprocess": function (d) { return [d[0]]; }},
    {"name": "spans", "symbols": ["spans", {"literal":","}, "span"], "postprocess": function (d) { return d[0].concat([d[2]]); }},
    {"name": "span", "symbols": ["time", {"literal":"-"}, "time"], "postprocess": function (d) { return [d[0], d[2]]; }},
    {"name": "time", "symbols": ["digit", "digit", {"literal":":"}, "digit", "digit"], "postprocess": function (d) { return d.join(''); }},
    {"name": "digit", "symbols": [/[0-9]/], "postprocess": id}
]
  , ParserStart: "rules"
};
window.hoursGrammar = grammar;
})();
