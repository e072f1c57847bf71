console.log('demo server: not yet')
