const routes = {
  home: '/',
  about: '/about'
};

export default routes;
