extension UIView {
    /// What ``leadingAnchor`` returns (declared in the class, where it can be `open`).
    var uikitLeadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// What ``trailingAnchor`` returns (declared in the class, where it can be `open`).
    var uikitTrailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// What ``leftAnchor`` returns (declared in the class, where it can be `open`).
    var uikitLeftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// What ``rightAnchor`` returns (declared in the class, where it can be `open`).
    var uikitRightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// What ``centerXAnchor`` returns (declared in the class, where it can be `open`).
    var uikitCenterXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// What ``topAnchor`` returns (declared in the class, where it can be `open`).
    var uikitTopAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// What ``bottomAnchor`` returns (declared in the class, where it can be `open`).
    var uikitBottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// What ``centerYAnchor`` returns (declared in the class, where it can be `open`).
    var uikitCenterYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// What ``firstBaselineAnchor`` returns (declared in the class, where it can be `open`).
    var uikitFirstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// What ``lastBaselineAnchor`` returns (declared in the class, where it can be `open`).
    var uikitLastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    /// What ``widthAnchor`` returns (declared in the class, where it can be `open`).
    var uikitWidthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// What ``heightAnchor`` returns (declared in the class, where it can be `open`).
    var uikitHeightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}
