throw new Error('WORKER-THROWS');
