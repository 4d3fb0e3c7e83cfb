// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {IERC20} from "./interfaces/IERC20.sol";

contract Vault {
    IERC20 public immutable asset;
    mapping(address => uint256) public balanceOf;

    constructor(IERC20 asset_) {
        asset = asset_;
    }

    function deposit(uint256 amount) external {
        balanceOf[msg.sender] += amount;
        asset.transferFrom(msg.sender, address(this), amount);
    }

    function version() external pure returns (string memory) {
        return "1.1.0";
    }

    function withdraw(uint256 amount) external {
        balanceOf[msg.sender] -= amount;
        asset.transfer(msg.sender, amount);
    }
}
