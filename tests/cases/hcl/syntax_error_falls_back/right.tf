locals {
  name = "shop"
  env  = "production"
}
