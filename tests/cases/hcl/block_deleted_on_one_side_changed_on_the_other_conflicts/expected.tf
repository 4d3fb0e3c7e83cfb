module "network" {
  source = "./modules/network"
  cidr   = "10.0.0.0/16"
}
<<<<<<< left
||||||| base

module "dns" {
  source = "./modules/dns"
  zone   = "example.com"
}
=======

module "dns" {
  source = "./modules/dns"
  zone   = "example.org"
}
>>>>>>> right
