locals {
  name = "shop"
  env  = "prod"
}

locals {
  common_tags = {
    Project = "shop"
  }
}
