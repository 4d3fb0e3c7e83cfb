void configure(App app) {
  app.useLogging();
  app.useAuth(provider, refresh: true);
  app.useRouter(routes);
  app.useCache(maxEntries: 100);
  app.start();
}
