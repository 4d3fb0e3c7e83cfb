void configure(App app) {
  app.useLogging();
  app.useRouter(routes);
  app.useCache(maxEntries: 100);
  app.useAuth(provider);
  app.start();
}
