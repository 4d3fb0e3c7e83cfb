from setuptools import setup

setup(
    name="widget",
    version="1.1",
    packages=["widget"],
    install_requires=[
        "requests>=2",
        "click",
        "rich",
    ],
    python_requires=">=3.9",
)
