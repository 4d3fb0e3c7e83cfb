module "network" {
  source = "./modules/network"
  cidr   = "10.0.0.0/16"
}

module "dns" {
  source = "./modules/dns"
  zone   = "example.com"
}
