instance_type = "t3.micro"
region        = "eu-west-1"
min_size      = 2
max_size      = 5
