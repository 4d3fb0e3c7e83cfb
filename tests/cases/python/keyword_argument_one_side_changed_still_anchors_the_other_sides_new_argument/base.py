from setuptools import setup

setup(
    name="widget",
    version="1.0",
    packages=["widget"],
    install_requires=[
        "requests>=2",
        "click",
    ],
)
