locals {
  name = "shop"
  env  = "prod"
}
