locals {
  name = "shop"
}

locals {
  common_tags = {
    Project = "shop"
  }
  region = "eu-west-1"
}
