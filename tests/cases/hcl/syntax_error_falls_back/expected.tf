locals {
<<<<<<< left
  name = "shop
  env  = "staging"
||||||| base
  name = "shop"
  env  = "prod"
=======
  name = "shop"
  env  = "production"
>>>>>>> right
}
