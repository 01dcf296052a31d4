const DAYS = { Mon: 'Monday', Tue: 'Tuesday', Wed: 'Wednesday', Thu: 'Thursday', Fri: 'Friday', Sat: 'Saturday' };
const spec = document.querySelector('meta[name="reading-room"]').content;
const md = '## Reading room hours\n\n' + spec.split(';').map(s => {
  const [day, times] = s.trim().split(' ');
  const [a, b] = times.split('-');
  return `- ${DAYS[day]}: ${a} to ${b} by appointment`;
}).join('\n');
setTimeout(() => { document.getElementById('reading-room-hours').innerHTML = window.kramed(md); }, 200);
