// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {IERC20} from "./interfaces/IERC20.sol";

contract Vault {
    IERC20 public immutable asset;
    mapping(address => uint256) public balanceOf;

    constructor(IERC20 asset_) {
        require(address(asset_) != address(0), "Vault: zero asset");
        asset = asset_;
    }

    function deposit(uint256 amount) external {
        balanceOf[msg.sender] += amount + 1;
        asset.transferFrom(msg.sender, address(this), amount);
    }

    function withdraw(uint256 amount) external {
        balanceOf[msg.sender] -= amount;
        asset.transfer(msg.sender, amount);
    }
}
