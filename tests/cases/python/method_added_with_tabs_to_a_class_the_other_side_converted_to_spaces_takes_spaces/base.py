import json


class Store:
	def __init__(self, path):
		self.path = path

	def load(self):
		with open(self.path) as f:
			return json.load(f)
