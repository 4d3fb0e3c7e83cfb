locals {
  name = "shop"
  env  = "prod"
}

locals {
  common_tags = {
    Project = "shop"
  }
  region = "eu-west-1"
}
