const routes = {
  home: '/',
  about: '/about',
  legacy: '/old-home'
};

export default routes;
