import { Column, Row, Section, Text } from "@react-email/components";
import type { OrderMailData } from "~/domain/mail/mail-kinds";
import { formatRupees } from "~/domain/money/format-rupees";
import { colors } from "./mail-layout";

const small = { fontSize: "14px", lineHeight: "20px", margin: 0 };

/** The items, one row each (name, quantity × price, line total), then the totals. */
export function OrderItems({ order }: { order: OrderMailData }) {
  return (
    <Section style={{ backgroundColor: colors.panel, borderRadius: "6px", padding: "12px", margin: "0 0 16px" }}>
      {order.items.map((item, index) => (
        <Row key={index} style={{ marginBottom: "8px" }}>
          <Column>
            <Text style={{ ...small, fontWeight: 700 }}>{item.name}</Text>
            <Text style={{ ...small, color: colors.muted }}>
              {item.brand} · {item.quantity} × {formatRupees(item.unitPricePaise)}
            </Text>
          </Column>
          <Column align="right" style={{ verticalAlign: "top", whiteSpace: "nowrap" }}>
            <Text style={small}>{formatRupees(item.unitPricePaise * item.quantity)}</Text>
          </Column>
        </Row>
      ))}
      <Row>
        <Column>
          <Text style={small}>Subtotal</Text>
          <Text style={small}>Delivery</Text>
          <Text style={{ ...small, fontWeight: 700 }}>Total</Text>
        </Column>
        <Column align="right">
          <Text style={small}>{formatRupees(order.subtotalPaise)}</Text>
          <Text style={small}>{order.deliveryChargePaise === 0 ? "Free" : formatRupees(order.deliveryChargePaise)}</Text>
          <Text style={{ ...small, fontWeight: 700 }}>{formatRupees(order.totalPaise)}</Text>
        </Column>
      </Row>
    </Section>
  );
}

export function DeliveryAddress({ order }: { order: OrderMailData }) {
  const { shipping } = order;
  return (
    <Section style={{ margin: "0 0 16px" }}>
      <Text style={{ ...small, fontWeight: 700 }}>Delivery address</Text>
      <Text style={small}>{shipping.fullName}</Text>
      <Text style={small}>{shipping.address}</Text>
      {shipping.landmark ? <Text style={small}>Near {shipping.landmark}</Text> : null}
      <Text style={small}>
        {shipping.city}, {shipping.state} {shipping.pincode}
      </Text>
      <Text style={small}>Mobile {shipping.mobile}</Text>
    </Section>
  );
}
