fetch('/longpoll');
setTimeout(() => postMessage('fetching'), 200);
