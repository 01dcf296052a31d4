// Locomotive pages. The engineers keep each steam engine's tractive effort
// as the formula (0.85 x boiler pressure x bore squared x stroke / wheel
// diameter) and its adhesive weight with units; math.js works them out and
// the result is written up in words.
(function () {
  var el = document.querySelector('.performance[data-te]');
  if (!el) return;
  var te = math.evaluate(el.getAttribute('data-te'));
  var weight = math.evaluate(el.getAttribute('data-adhesive'));
  var factor = math.evaluate('(w * gravity) / te', { w: weight, te: te });
  var lbf = Math.round(te.toNumber('lbf')).toLocaleString('en-GB');
  var kn = te.toNumber('kN').toFixed(1);
  var name = document.querySelector('h1').textContent;
  var text = name + ' has a tractive effort of ' + lbf + ' lbf at 85 per cent of boiler pressure, or ' + kn +
    ' kN. With ' + weight.toNumber('tonne') + ' tonnes on the coupled wheels, the factor of adhesion is ' + factor.toFixed(1);
  if (factor >= 4) {
    text += ', comfortably above the figure of four that locomotive engineers aim for, so she rarely slips even on a wet rail.';
  } else {
    text += ', below the figure of four that locomotive engineers aim for, so her drivers must open the regulator gently on a wet rail.';
  }
  el.textContent = text;
})();
