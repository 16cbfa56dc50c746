import { Directive, Field, ID, ObjectType } from '@nestjs/graphql';

/** The user entity of the graph: auth owns the profile; the other subgraphs add their fields to the same key. */
@ObjectType('User')
@Directive('@key(fields: "id")')
export class AuthUser {
  @Field(() => ID)
  id: string;

  @Field()
  firstName: string;

  @Field()
  lastName: string;

  @Field()
  email: string;

  @Field(() => String, { nullable: true })
  location: string | null;

  @Field(() => String, { nullable: true })
  profileImageUrl: string | null;

  @Field()
  isPremium: boolean;

  @Field(() => String, { description: "'free' or 'premium'" })
  plan: 'free' | 'premium';
}
