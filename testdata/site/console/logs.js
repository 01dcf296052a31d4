console.error('WORKER-CONSOLE', 7);
setTimeout(() => { throw new Error('WORKER-LATE'); }, 50);
