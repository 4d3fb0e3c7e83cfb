locals {
  name = "shop
  env  = "staging"
}
