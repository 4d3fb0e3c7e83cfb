module "cluster" {
  source          = "./modules/cluster"
  cluster_version = "1.28"
  enable_irsa     = true
  node_count      = 5
}
