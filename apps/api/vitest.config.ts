export default { test: { name: 'api', include: ['src/**/*.test.ts'] } };
