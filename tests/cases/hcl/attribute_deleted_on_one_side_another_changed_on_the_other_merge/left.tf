module "cluster" {
  source          = "./modules/cluster"
  cluster_version = "1.29"
  node_count      = 3
}
