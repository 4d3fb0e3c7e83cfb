void configure(App app) {
  app.useLogging();
  app.useAuth(provider);
  app.useRouter(routes);
  app.useCache(maxEntries: 100);
  app.start();
}
