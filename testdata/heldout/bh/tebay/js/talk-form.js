/* talk-form.js - checks the talk request before the email is opened */
(function () {
  var form = document.getElementById('talk-form');
  var out = document.getElementById('form-problems');
  var schema = joi.object({
    name: joi.string().trim().min(2).required().label('Your name'),
    email: joi.string().trim().email({ tlds: { allow: false } }).required().label('Email'),
    group: joi.string().trim().min(2).required().label('Group or school'),
    size: joi.number().integer().min(5).max(200).required().label('Number of people'),
    when: joi.string().allow('').label('Preferred date')
  });
  form.addEventListener('submit', function (e) {
    var data = {};
    new FormData(form).forEach(function (v, k) { data[k] = v; });
    var res = schema.validate(data, { abortEarly: false });
    out.innerHTML = '';
    if (res.error) {
      e.preventDefault();
      var ul = document.createElement('ul');
      res.error.details.forEach(function (d) {
        var li = document.createElement('li');
        li.textContent = d.message.replace(/"/g, '');
        ul.appendChild(li);
      });
      out.appendChild(ul);
    }
  });
})();
